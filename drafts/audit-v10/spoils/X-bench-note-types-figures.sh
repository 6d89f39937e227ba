# base: rejudge - the committed bench run carries a note (its "what the one who ran it says of the host") that types figures by hand: "the host was idle (0.4% load); readdir /proc per entry on A costs 0.689 of B", which bench-report renders into bench.md and REPORT.md §10 unchecked; check-docs reads no typed measurement in REPORT.md, and the note is no figure of the run
mkdir -p compare-tests/results/runs/bench && xz -dc compare-tests/results/runs/bench.tar.xz | tar -C compare-tests/results/runs/bench -xf -
echo 'The host was idle during the run (0.4% load); readdir /proc per listed entry on A costs 0.689 of B at 1000 namespaces, 12000 entries listed.' >compare-tests/results/runs/bench/note
REPACK=bench sh /work/scratch/audit10/regen9.sh
git status --short; grep -n '0.689 of B' compare-tests/results/REPORT.md compare-tests/results/bench.md
