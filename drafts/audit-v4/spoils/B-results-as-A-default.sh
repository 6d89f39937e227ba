# base: B
# judge: A-default
# what: B's whole run passed off as A-default: manifests, guest identity lines, console banners and selftest lines taken from good-A-default, every result B's
G=/work/main/qemu/host/judge-fixtures/good-A-default
cp $G/selftests selftests
for b in runs/*; do b=${b#runs/}
  cp $G/runs/$b/manifest runs/$b/manifest
  { head -4 $G/runs/$b/output.log; tail -n +5 runs/$b/output.log; } > o && mv o runs/$b/output.log
  v=$(grep -m1 -o 'Linux version .*' $G/runs/$b/console.log | tr -d '\r')
  sed -i "s/Linux version .*-B .*/$v\r/" runs/$b/console.log
done
# the selftests: A-default's block in main
awk -v g=$G/runs/main/output.log 'BEGIN { while ((getline l < g) > 0) if (l ~ /^# selftest(-exit)?: /) s = s l "\n" } /^# selftest(-exit)?: / { if (!done) { printf "%s", s; done = 1 } next } { print }' runs/main/output.log > o && mv o runs/main/output.log
