#!/bin/sh
# make posting AUTHOR="Name <email>": series-netns-id as a person would
# send it.  The committed patches carry a placeholder identity; here it
# becomes AUTHOR's (From and Signed-off-by), the subjects say [RFC PATCH],
# To and Cc come from the tree's scripts/get_maintainer.pl, the cover
# letter names its base in prose (no base-commit: trailer: the base is a
# commit made here from Debian's tarball, which no reviewer can fetch)
# and carries no workbench marker, checkpatch --strict must pass,
# and the mails must git am onto a fresh tree of the base and give A's.
# Writes build/posting/ (git format-patch output, ready for git send-email).
set -eu
. qemu/host/settings.sh
author=${AUTHOR:?'usage: make posting AUTHOR="Name <email>"'}
case $author in *' <'*'@'*'>') ;; *) echo "posting: AUTHOR must read 'Name <email>'" >&2; exit 1 ;; esac
name=${author% <*}
email=${author##*<}
email=${email%>}
top=$(pwd)
src=$BUILD/src
tree=$BUILD/A/src	# branch A: base + the committed series (make branch-A)
out=$BUILD/posting
cover=series-netns-id/0000-cover-letter.patch

# Each commit of branch A again, with AUTHOR for the placeholder that
# signed the committed patches off: same trees, new identities.
placeholder=$(git -C $src log -1 --format='%an <%ae>' base..A)
export GIT_AUTHOR_NAME="$name" GIT_AUTHOR_EMAIL="$email"
export GIT_COMMITTER_NAME="$name" GIT_COMMITTER_EMAIL="$email"
head=$(git -C $src rev-parse base)
for c in $(git -C $src rev-list --reverse base..A); do
	head=$(git -C $src log -1 --format=%B "$c" |
		awk -v old="Signed-off-by: $placeholder" -v new="Signed-off-by: $author" \
			'$0 == old { $0 = new } 1' |
		GIT_AUTHOR_DATE=$(git -C $src log -1 --format=%aD "$c") \
		git -C $src commit-tree "$c^{tree}" -p "$head" -F -)
done
git -C $src update-ref refs/heads/posting "$head"

rm -rf $out
git -C $src format-patch -q --rfc -n --thread --cover-letter \
	-o "$top/$out" base..posting
# The cover letter's subject and text are the committed one's: its
# Subject without the [PATCH 0/N] tag, its body up to the shortlog.
subject=$(awk '/^Subject:/ { s = $0; sub(/^Subject: (\[[^]]*\] )?/, "", s); inhdr = 1; next }
	inhdr && /^ / { s = s $0; next } inhdr { exit } END { print s }' $cover)
# figures.sh's end marker stays behind.
awk '/^$/ && !body { body = 1; next } body && /^[^ ].* \([0-9]+\):$/ { exit }
	body && $0 != "-- end of figures --"' $cover >$out/blurb
printf '%s\n' "" "The base is $(git -C $src log -1 --format=%s base | sed 's/^Debian //; s/, as packaged$//')," \
	"Debian's source of v$(make -s -C $src kernelversion); it is no commit of a public" \
	"repository, so this letter has no base-commit: trailer." "" >>$out/blurb
c=$out/0000-cover-letter.patch
awk -v subject="$subject" -v blurb=$out/blurb '
	/\*\*\* SUBJECT HERE \*\*\*/ { sub(/\*\*\* SUBJECT HERE \*\*\*/, subject) }
	/^\*\*\* BLURB HERE \*\*\*$/ { while ((getline l < blurb) > 0) print l; next }
	{ print }' $c >$c.new
mv $c.new $c
rm $out/blurb

# get_maintainer.pl reads MAINTAINERS from the tree it runs in.  fs/proc
# has lists and no M: entry: with no maintainer the lists are the To.
maintainers() {
	(cd $tree && perl scripts/get_maintainer.pl --no-git --no-git-fallback \
		--no-rolestats "$@" "$top/$out"/0*.patch) |
		awk 'NR > 1 { printf ",\n " } { printf "%s", $0 }'	# one folded header
}
to=$(maintainers --m --no-r --no-l)
cc=$(maintainers --no-m --r --l)
[ -n "$to" ] || { to=$cc; cc=; }
for p in "$out"/0*.patch; do
	awk -v to="$to" -v cc="$cc" '!done && /^Subject:/ {
		if (to != "") print "To: " to; if (cc != "") print "Cc: " cc; done = 1 } 1' "$p" >"$p.new"
	mv "$p.new" "$p"
done

status=0
for p in "$out"/0*.patch; do
	case $p in */0000-*) continue ;; esac
	# UNKNOWN_COMMIT_ID: the packaged tree has no upstream history.
	# FILE_PATH_CHANGES: the one new file, under tools/testing/selftests/
	# proc/, is in MAINTAINERS' PROC FILESYSTEM entry already.
	# CAMELCASE: Opt_net, as fs/proc/root.c names its other options.
	$tree/scripts/checkpatch.pl --strict --no-tree -q \
		--ignore UNKNOWN_COMMIT_ID,FILE_PATH_CHANGES,CAMELCASE - <"$p" ||
		{ echo "posting: checkpatch --strict: $p" >&2; status=1; }
done

# What a maintainer does with it: git am onto the base, in a fresh worktree.
am=$BUILD/posting-am
git -C $src worktree remove --force "$top/$am" 2>/dev/null || rm -rf $am
git -C $src worktree add -q -f --detach "$top/$am" base
if git -C $am am -q $(ls "$top/$out"/0*.patch | grep -v /0000-) &&
   git -C $am diff --quiet HEAD A; then
	echo "posting: git am onto base: $(git -C $am rev-list --count base..HEAD) commits, the tree of branch A"
else
	echo "posting: git am onto base failed, or its tree is not branch A's" >&2; status=1
fi
git -C $src worktree remove --force "$top/$am"

if grep -l -e '^base-commit:' -e '^-- end of figures --$' "$out"/0*.patch; then
	echo "posting: a base-commit: trailer or a workbench marker is left in the files above" >&2; status=1
fi
echo "posting: $(ls $out | wc -l) files in $out, From: $author"
echo "posting: To: ${to:-none}"
echo "posting: Cc: ${cc:-none}"
exit $status
