# base: docs - README quotes a correct figure (cases.judged, 682) for a false claim: that many passing selftest runs on A and A-default (A-default's hung)
sed -i '/^- `qemu\/config\/`: kernel config fragments, one per flavour\.$/i - `make selftest-repeat` passed on A and A-default: <!-- fig:cases.judged -->682<!-- /fig --> runs of proc-netns, none failed.' README.md
