# base: rejudge - the committed compare run's meta.tsv says the machine ran QEMU with KVM ("... QEMU emulator version 7.2.22 ..., KVM"), and REPORT.md's header says so after rendering, while every boot's manifest says -accel tcg and README says KVM hangs at boot here: meta.tsv's kernels, command line, commit, date and release are held to the boots, its machine line is not
mkdir -p compare-tests/results/runs/compare && xz -dc compare-tests/results/runs/compare.tar.xz | tar -C compare-tests/results/runs/compare -xf -
sed -i 's/^\(machine\t.*\), TCG$/\1, KVM/' compare-tests/results/runs/compare/meta.tsv
grep '^machine' compare-tests/results/runs/compare/meta.tsv
REPACK=compare sh /work/scratch/audit10/regen9.sh
git status --short; grep -n 'KVM' compare-tests/results/REPORT.md | head -3
