# /proc/netns-ID workbench: four kernels (control, alias, B, A) built from
# Debian's linux-source package (LINUX_VERSION, 6.12), plus A-default (A's kernel with /proc mounted
# without net=link), booted in QEMU, compared by one shared test suite.
# "make help" lists the targets.

BUILD      ?= build
LINUX_VERSION ?= 6.12
LINUX_TAR  ?= /usr/src/linux-source-$(LINUX_VERSION).tar.xz
JOBS       ?= $(shell nproc)
# Host-side limit for one guest boot; a wedged guest is killed after it.
BOOT_TIMEOUT ?= 240

# A-default is A's kernel with /proc mounted without net=link.
BUILT      := control alias B A
KERNELS    := $(BUILT) A-default
TOP        := $(CURDIR)
SRC        := $(BUILD)/src
BUILD_ABS  := $(abspath $(BUILD))
# the one definition of both, for every script (qemu/host/settings.sh)
export BUILD KERNELS
# this invocation of make, on every step it times (qemu/host/timed.sh), so
# that qemu/host/times.sh shows this run's steps and no earlier run's
ifndef MAKE_RUN
MAKE_RUN := $(shell date +%s)-$(shell echo $$PPID)
endif
export MAKE_RUN
# One ccache for all kernels; paths are made relative to each build
# directory, and every kernel sits at the same depth, so they share hits.
export CCACHE_DIR     ?= $(BUILD_ABS)/ccache
export CCACHE_BASEDIR := $(BUILD_ABS)
export CCACHE_NOHASHDIR := 1
export CCACHE_SLOPPINESS := time_macros

# Patches of each kernel, in order, and the branch it starts from.
patches-control := $(sort $(wildcard compare-tests/kernels/control/0*.patch))
# alias: inode sharing alone (iget_locked(), d_splice_alias() kept)
patches-alias   := $(firstword $(patches-control))
patches-B       := $(addprefix series-unique-inode/,$(shell cat series-unique-inode/series 2>/dev/null))
patches-A       := $(addprefix series-netns-id/,$(shell cat series-netns-id/series 2>/dev/null))
parent-control  := base
parent-alias    := base
parent-B        := control
parent-A        := base
# every patch of a kernel's branch, its parents' first
chain = $(if $(filter-out base,$(parent-$(1))),$(call chain,$(parent-$(1)))) $(patches-$(1))
# what the guest's init mounts /proc with (qemu/guest/init)
proc-options-A  := net=link

.PHONY: help deps source branches tests quick check check-judge rejudge fixtures print-kernels print-BUILD print-RACE_KERNELS print-FAULTS_KERNELS print-FUZZ_MIN print-FUZZ_LONG_MIN print-FUZZ_LONG_KERNELS compare report bench fuzz fuzz-long clean distclean \
	check-B-is-upstream check-patches check-configs check-bisect posting coverage faults race selftest-repeat \
	$(addprefix build-,$(KERNELS)) $(addprefix branch-,$(BUILT))

help:
	@echo 'Targets:'
	@echo '  deps                 install the Debian packages the workbench needs $(call cost,packages)'
	@echo '  source               extract $(LINUX_TAR) into $(SRC) as a git repo $(call cost,source)'
	@echo '  branch-{control,alias,B,A} make that kernel'"'"'s branch with git am: control $(call cost,branch control), A $(call cost,branch A)'
	@echo '  build-{control,alias,B,A} build $(BUILD)/<kernel>/bzImage and its initramfs'
	@echo '  build-A-default      A'"'"'s bzImage, with an initramfs that mounts /proc without net=link'
	@echo '  quick                the deadlock on control, none on alias, B and A, the cwd move on alias: a table $(call cost,quick)'
	@echo '  check                build the four kernels, boot the five columns, run the tests (TAP) $(call cost,check)'
	@echo '  check-judge          feed the judge recorded bad runs it must fail (part of check) $(call cost,check-judge)'
	@echo '  rejudge              judge the committed runs (compare-tests/results/runs/) again, render the report: it must be REPORT.md $(call cost,rejudge)'
	@echo '  check-docs           every figure the documents quote is in compare-tests/results/report.json (first in check) $(call cost,check-docs)'
	@echo '  fixtures             remake check-judge'"'"'s good runs from the last check (and bench) $(call cost,fixtures)'
	@echo '  check-B-is-upstream  prove fs/ on branch B equals the packaged base $(call cost,check-B-is-upstream)'
	@echo '  check-patches        checkpatch --strict on every patch, W=1 on fs/proc $(call cost,check-patches)'
	@echo '  check-bisect         build and boot every prefix of series-netns-id (slow) $(call cost,check-bisect)'
	@echo '  check-configs        build A with NET_NS=n, NET=n and SELinux (slow) $(call cost,check-configs)'
	@echo '  compare              the side-by-side report in $(BUILD)/compare/ $(call cost,compare)'
	@echo '  report               commit a run'"'"'s report (REPORT_RUN=$(BUILD)/compare): REPORT.md, report.json, the figures of README and cover letter [seconds; it writes the costs, so records none]'
	@echo '  posting              series-netns-id as [RFC PATCH] mail in $(BUILD)/posting (AUTHOR="Name <email>") $(call cost,posting)'
	@echo '  fuzz                 trinity and namespace churn on each kernel (FUZZ_MIN=2, CONFIG=debug) $(call cost,fuzz)'
	@echo '  fuzz-long            make fuzz FUZZ_MIN=$(FUZZ_LONG_MIN) on $(FUZZ_LONG_KERNELS): the long runs the report commits $(call cost,fuzz-long)'
	@echo '  coverage             gcov: which lines series-netns-id adds the suite runs, in $(BUILD)/coverage/coverage.md $(call cost,coverage)'
	@echo '  faults               fail each allocation the series makes, in turn, on KASAN+kmemleak kernels (A-broken must fail) $(call cost,faults)'
	@echo '  race                 the RCU-walk race of /proc/PID/net on two vCPUs, beside its positive controls (A-evict-enoent must fail) $(call cost,race)'
	@echo '  selftest-repeat      patch 16'"'"'s selftest 20 times in a row in one boot of A and of A-default $(call cost,selftest-repeat)'
	@echo '  bench                A/B costs on perf kernels: instruction clock, wall clock, curves (BENCH_QUICK=1: short ones) $(call cost,bench)'
	@echo '  clean                remove kernel builds, keep source and ccache'
	@echo 'Costs in [brackets]: wall and CPU (user + sys) time of the recipe alone, once its test kernels are'
	@echo 'built, as make report last recorded it on a 2-core machine (compare-tests/results/costs.tsv); building the'
	@echo 'test kernels, the longest build recorded: control $(call cost,build control test), alias $(call cost,build alias test), B $(call cost,build B test), A $(call cost,build A test)'
	@echo 'Needs: root only for deps (apt-get); no KVM (every guest runs under TCG); disk: $(if $(shell sh qemu/host/cost.sh -d),$(BUILD)/ held the most recorded$(comma) $(shell sh qemu/host/cost.sh -d) (and the targets run before it),no size of $(BUILD)/ recorded); $(BUILD)/ holds $(or $(firstword $(shell du -sh $(BUILD) 2>/dev/null)),nothing) now'
	@echo 'Variables: JOBS=$(JOBS) BOOT_TIMEOUT=$(BOOT_TIMEOUT) BUILD=$(BUILD)'

deps:
	@LINUX_VERSION=$(LINUX_VERSION) sh qemu/host/timed.sh packages sh qemu/host/deps.sh

# --- source and branches ------------------------------------------------

source: $(SRC)/.git/base.stamp

$(SRC)/.git/base.stamp: | deps
	rm -rf $(SRC) $(BUILD)/src.tmp
	mkdir -p $(BUILD)/src.tmp
	sh qemu/host/timed.sh source tar -C $(BUILD)/src.tmp -xf $(LINUX_TAR)
	mv $(BUILD)/src.tmp/linux-source-$(LINUX_VERSION) $(SRC)
	rmdir $(BUILD)/src.tmp
	cd $(SRC) && git init -q -b base && \
		git config user.name 'netns-id workbench' && \
		git config user.email 'workbench@localhost' && \
		git config gc.auto 0 && \
		git add -A -f && \
		git commit -q -m "Debian linux-source-$(LINUX_VERSION) $$(dpkg-query -W -f='$${Version}' linux-source-$(LINUX_VERSION) 2>/dev/null), as packaged" && \
		git tag v$$(make -s kernelversion)
	touch $@

# branch-<k>: reset <k> to its parent (whose stamp each child names as a
# prerequisite below, so that make -n runs nothing) and apply its patches.  The worktree
# $(BUILD)/<k>/src is only rewritten where files differ, so make rebuilds
# just what the patches touch.
$(BUILD)/%/branch.stamp: $(SRC)/.git/base.stamp
	@sh qemu/host/timed.sh "branch $*" sh qemu/host/branch.sh $* $(parent-$*) $(addprefix $(TOP)/,$(patches-$*))
	@touch $@

$(BUILD)/control/branch.stamp: $(patches-control)
$(BUILD)/alias/branch.stamp: $(patches-alias)
$(BUILD)/B/branch.stamp: $(patches-B) $(BUILD)/control/branch.stamp
$(BUILD)/A/branch.stamp: $(patches-A)

$(addprefix branch-,$(BUILT)): branch-%: $(BUILD)/%/branch.stamp
branches: $(addprefix branch-,$(BUILT))

# B is the control with the minimal fix put back.  On 6.12 the packaged
# base carries all three of its patches, so B must come out as the base
# itself: fs/ first (the proof that B is the upstream fix), then the tree.
check-B-is-upstream: $(BUILD)/B/branch.stamp
	@$(TIMED) sh -c 'if ! git -C $(SRC) diff --quiet base B -- fs/; then \
		git -C $(SRC) diff --stat base B -- fs/; \
		echo "not ok - fs/ on branch B differs from the packaged base"; exit 1; \
	elif git -C $(SRC) diff --quiet base B; then \
		echo "ok - branch B is the packaged base $$(git -C $(SRC) describe --tags base), byte for byte: B is upstream as shipped"; \
	else \
		echo "ok - fs/ on branch B is identical to the packaged base"; \
	fi'

# --- builds ----------------------------------------------------------------

# A target's recipe, timed into build/times.tsv (wall and CPU seconds),
# from which make report keeps compare-tests/results/costs.tsv for make help.
TIMED = sh qemu/host/timed.sh "target $@"
comma := ,
cost  = $(shell sh qemu/host/cost.sh "$(1)")

# The other flavours of a kernel (qemu/config/FLAVOUR.config): a file
# each, build/K/FLAVOUR/bzImage, remade when K's branch, a config fragment
# or the build script changes, so make builds each once, in parallel
# under -j, and make -n builds none.
FLAVOURS := debug smp coverage perf stats
define flavour-rule
$$(BUILD)/%/$(1)/bzImage: $$(BUILD)/%/branch.stamp $$(wildcard qemu/config/*.config) qemu/host/build-kernel.sh
	@JOBS=$$(JOBS) sh qemu/host/build-kernel.sh $$* $(1)
endef
$(foreach f,$(FLAVOURS),$(eval $(call flavour-rule,$(f))))
flavour-images = $(foreach k,$(1),$(BUILD)/$(k)/$(2)/bzImage)
# ... and the test flavour's, build/K/bzImage, the same way: make check
# right after make compare builds no kernel
$(foreach k,$(BUILT),$(BUILD)/$(k)/bzImage): $(BUILD)/%/bzImage: $(BUILD)/%/branch.stamp $(wildcard qemu/config/*.config) qemu/host/build-kernel.sh | deps
	@JOBS=$(JOBS) sh qemu/host/build-kernel.sh $*

# Sub-makes (tests, selftests) name no $(MAKE) in the recipe (only
# through SUB_MAKE, which make does not take for a recursive make), so
# that make -n prints them instead of running them; each builds on its
# own, outside the jobserver (MAKEFLAGS=), timed like every step.
SUB_MAKE := $(firstword $(MAKE))
SELFTESTS := $(BUILD_ABS)/src/tools/testing/selftests
CHECK_KERNELS ?= $(KERNELS)

tests: deps $(SRC)/.git/base.stamp
	@MAKEFLAGS= sh qemu/host/timed.sh tests $(SUB_MAKE) -s --no-print-directory -C compare-tests O=$(BUILD_ABS)/tests SELFTESTS=$(SELFTESTS) \
		LINUX=$(BUILD_ABS)/src

# build-<k>: the kernel, its proc selftests (built from its own tree, as
# the series may change them) and the initramfs that carries both.
$(addprefix build-,$(BUILT)): build-%: deps $(BUILD)/%/branch.stamp tests $(BUILD)/%/bzImage
	@mkdir -p $(BUILD)/$*/selftests-proc
	@MAKEFLAGS= sh qemu/host/timed.sh "selftests $*" $(SUB_MAKE) -s --no-print-directory \
		-C $(BUILD)/$*/src/tools/testing/selftests/proc \
		OUTPUT=$(BUILD_ABS)/$*/selftests-proc LDFLAGS=-static >/dev/null
	@sh qemu/host/timed.sh "initramfs $*" sh qemu/host/mkinitramfs.sh $(BUILD)/$*/initramfs.cpio $* $(BUILD)/$*/selftests-proc \
		$(BUILD)/tests "$(proc-options-$*)"
	@echo "build-$*: $(BUILD)/$*/bzImage $(BUILD)/$*/initramfs.cpio"

# A's bzImage and selftests; only the initramfs differs, by its name and
# by mounting /proc without net=link.
build-A-default: build-A
	@mkdir -p $(BUILD)/A-default
	@ln -sfn ../A/bzImage $(BUILD)/A-default/bzImage
	@ln -sfn ../A/selftests-proc $(BUILD)/A-default/selftests-proc
	@sh qemu/host/timed.sh "initramfs A-default" sh qemu/host/mkinitramfs.sh $(BUILD)/A-default/initramfs.cpio A-default \
		$(BUILD)/A/selftests-proc $(BUILD)/tests ""
	@echo "build-A-default: $(BUILD)/A-default/bzImage (A's) $(BUILD)/A-default/initramfs.cpio"

# make quick: the key result in minutes, each test alone in a boot of its
# own on each kernel, judged as make check judges it (qemu/host/quick.sh)
QUICK_KERNELS ?= $(BUILT)
quick: $(addprefix build-,$(QUICK_KERNELS))
	@BOOT_TIMEOUT=$(BOOT_TIMEOUT) $(TIMED) sh qemu/host/quick.sh $(BUILD)/quick $(QUICK_KERNELS)

check: check-docs $(addprefix build-,$(CHECK_KERNELS))
	@ALL_KERNELS="$(KERNELS)" BOOT_TIMEOUT=$(BOOT_TIMEOUT) FUZZ_MIN=$(FUZZ_MIN) FUZZ_VICTIM_S=$(FUZZ_VICTIM_S) $(TIMED) sh qemu/host/check.sh $(CHECK_KERNELS)

compare: $(addprefix build-,$(KERNELS))
	@BOOT_TIMEOUT=$(BOOT_TIMEOUT) FUZZ_MIN=$(FUZZ_MIN) FUZZ_VICTIM_S=$(FUZZ_VICTIM_S) $(TIMED) sh qemu/host/compare.sh $(KERNELS)

check-judge:
	@$(TIMED) sh qemu/host/check-judge.sh

# Regenerate check-judge's good runs (and with them every bad one, a
# spoilt copy) from the last make check, and make bench if there is one
# (those of make faults, race and selftest-repeat are the committed runs).
fixtures:
	$(TIMED) sh -c 'sh qemu/host/make-fixture.sh $$(cat $(BUILD)/check/run 2>/dev/null || echo $(BUILD)/check) && \
		if [ -d $(BUILD)/bench ]; then sh qemu/host/make-fixture.sh bench $(BUILD)/bench; fi && \
		sh qemu/host/check-judge.sh'

# for scripts run on their own (qemu/host/settings.sh)
print-kernels:
	@echo $(KERNELS)
print-BUILD:
	@echo $(BUILD)

# the kernels a run of make race or make faults must hold (race.sh,
# faults.sh: a run without one of them is incomplete)
print-RACE_KERNELS print-FAULTS_KERNELS print-FUZZ_MIN print-FUZZ_LONG_MIN print-FUZZ_LONG_KERNELS:
	@echo $($(@:print-%=%))

# a kernel's patches, in the order its branch applies them (provenance.sh)
print-patches-%:
	@echo $(call chain,$*)

check-patches: $(BUILD)/A/branch.stamp $(BUILD)/B/branch.stamp
	@$(TIMED) sh qemu/host/check-patches.sh

check-configs: $(BUILD)/A/branch.stamp
	@$(TIMED) sh qemu/host/check-configs.sh

# The committed patches carry a placeholder identity; a real one goes in here.
posting: $(BUILD)/A/branch.stamp
	@AUTHOR="$(AUTHOR)" $(TIMED) sh qemu/host/posting.sh

check-bisect: $(SRC)/.git/base.stamp tests
	@BOOT_TIMEOUT=$(BOOT_TIMEOUT) $(TIMED) sh qemu/host/check-bisect.sh $(patches-A)

# make fuzz: trinity, FUZZ_MIN minutes a kernel and run (as root, and
# unprivileged in a container), then the churn test; CONFIG=debug runs it
# on KASAN + kmemleak builds.
FUZZ_MIN ?= 2
# make check and make compare: trinity's seconds a victim (FUZZ_MIN=0
# skips it there)
FUZZ_VICTIM_S ?= 25
CONFIG   ?= test
FUZZ_KERNELS ?= $(KERNELS)
FUZZ_RUNS ?= root unprivileged
fuzz: $(addprefix build-,$(FUZZ_KERNELS)) \
		$(if $(filter-out test,$(CONFIG)),$(call flavour-images,$(sort $(FUZZ_KERNELS:-default=)),$(CONFIG)))
	@FUZZ_MIN=$(FUZZ_MIN) FUZZ_RUNS="$(FUZZ_RUNS)" CONFIG=$(CONFIG) $(TIMED) sh qemu/host/fuzz.sh $(FUZZ_KERNELS)
# make fuzz-long: the long runs on the series' kernel, test builds, as
# root and unprivileged (build/fuzz, fuzz.md: make report commits it)
FUZZ_LONG_MIN ?= 30
FUZZ_LONG_KERNELS ?= A A-default
fuzz-long:
	@$(TIMED) $(MAKE) --no-print-directory fuzz CONFIG=test FUZZ_MIN=$(FUZZ_LONG_MIN) FUZZ_KERNELS="$(FUZZ_LONG_KERNELS)" FUZZ_RUNS="root unprivileged"

# make coverage: A's gcov flavour booted with every boot of make check,
# as A and as A-default; the series' added lines, executed or not.
coverage: build-A build-A-default $(BUILD)/A/coverage/bzImage
	@BOOT_TIMEOUT=$(BOOT_TIMEOUT) $(TIMED) sh qemu/host/coverage.sh

# make faults: A's debug flavour (KASAN, kmemleak, fault injection) booted
# as A and A-default with qemu/guest/job-faults.sh, beside its positive
# control A-broken: A plus compare-tests/kernels/A-broken/0*.patch, an error path
# broken on purpose, which the judge must fail.
patches-A-broken := $(sort $(wildcard compare-tests/kernels/A-broken/0*.patch))
parent-A-broken  := A
$(BUILD)/A-broken/branch.stamp: $(patches-A-broken) $(BUILD)/A/branch.stamp
FAULTS_KERNELS ?= A A-default A-broken
faults: build-A build-A-default $(call flavour-images,$(sort $(subst -default,,$(FAULTS_KERNELS))),debug)
	@$(TIMED) sh qemu/host/faults.sh $(FAULTS_KERNELS)

# make race: compare-tests/race/race-net-link-rcu on two vCPUs (the smp
# flavour: ACPI lists both), on A and on two positive controls: A-evict
# puts back 6.1's eviction, which cleared the inode's pid under an RCU
# walker (A's link must still pass), A-evict-enoent adds v2's link on
# top, which must fail.
patches-A-evict        := $(wildcard compare-tests/kernels/A-evict/0*.patch)
patches-A-evict-enoent := $(wildcard compare-tests/kernels/A-evict-enoent/0*.patch)
parent-A-evict         := A
parent-A-evict-enoent  := A-evict
$(BUILD)/A-evict/branch.stamp: $(patches-A-evict) $(BUILD)/A/branch.stamp
$(BUILD)/A-evict-enoent/branch.stamp: $(patches-A-evict-enoent) $(BUILD)/A-evict/branch.stamp
RACE_KERNELS ?= A A-evict A-evict-enoent
race: build-A $(call flavour-images,$(RACE_KERNELS),smp)
	@test -x $(BUILD)/tests/race/race-net-link-rcu || { echo "race: the test is not built" >&2; exit 1; }
	@BOOT_TIMEOUT=$(BOOT_TIMEOUT) $(TIMED) sh qemu/host/race.sh $(RACE_KERNELS)

# make selftest-repeat: patch 16's selftest SELFTEST_REPEAT_RUNS times in
# a row in one boot of A and one of A-default (qemu/host/selftest-repeat.sh)
SELFTEST_REPEAT_RUNS ?= 20
selftest-repeat: build-A build-A-default
	@RUNS=$(SELFTEST_REPEAT_RUNS) BOOT_TIMEOUT=$(BOOT_TIMEOUT) $(TIMED) sh qemu/host/selftest-repeat.sh A A-default

# make bench: perf (timed) and stats (SLUB_STATS) flavours of A and B;
# BENCH_ROUNDS blocks of A B A-default A-default B A boots, BENCH_QUICK=1
# for short curves.
BENCH_ROUNDS ?= 1
BENCH_QUICK  ?= 0
bench: build-A build-B build-A-default $(call flavour-images,A B,perf) $(call flavour-images,A B,stats)
	@BENCH_ROUNDS=$(BENCH_ROUNDS) BENCH_QUICK=$(BENCH_QUICK) $(TIMED) sh qemu/host/bench.sh
	@if [ -d $(BUILD)/compare ]; then cp $(BUILD)/bench/bench.md $(BUILD)/bench/bench.md.tsv $(BUILD)/bench/*.png $(BUILD)/compare/; fi

# Every figure README.md and the cover letter quote is one of the
# committed run's (compare-tests/results/report.json), REPORT.md is its rendering.
.PHONY: check-docs
check-docs:
	@$(TIMED) sh qemu/host/check-docs.sh

# Commit a run's report so it can be read without building anything:
# report.json and the bench and fuzz tables beside REPORT.md, REPORT.md
# rendered from them, and the figures README.md and the cover letter name
# written in from them (qemu/host/figures.sh); check-docs then holds them.
REPORT_RUN ?= $(BUILD)/compare
report-kernels = $(strip $(foreach k,$(KERNELS),$(if $(wildcard $(REPORT_RUN)/$(k)/tap),$(k))))
report:
	@[ -n "$(report-kernels)" ] || { echo "report: no judged kernel in $(REPORT_RUN)" >&2; exit 1; }
	REPORT_REFRESH=1 sh qemu/host/report.sh $(REPORT_RUN) $(report-kernels) >/dev/null
	rm -f compare-tests/results/bench.md compare-tests/results/fuzz*.md compare-tests/results/faults.md compare-tests/results/race.md compare-tests/results/selftest-repeat.md compare-tests/results/coverage.md compare-tests/results/times.md
	for f in $(REPORT_RUN)/report.json $(REPORT_RUN)/bench.md $(REPORT_RUN)/fuzz*.md $(REPORT_RUN)/faults.md $(REPORT_RUN)/race.md $(REPORT_RUN)/selftest-repeat.md $(REPORT_RUN)/coverage.md $(REPORT_RUN)/times.md $(REPORT_RUN)/bench*.png; do \
		[ ! -f "$$f" ] || cp "$$f" compare-tests/results/; done
	# (costs.tsv first: REPORT.md names the commits of the runs it records)
	sh qemu/host/cost.sh -r $(BUILD)/times.tsv
	sh qemu/host/report-md.sh compare-tests/results/report.json compare-tests/results >compare-tests/results/REPORT.md
	sh qemu/host/figures.sh -f compare-tests/results/report.json README.md series-netns-id/0000-cover-letter.patch
	sh qemu/host/rejudge.sh pack compare $(REPORT_RUN) $(report-kernels)
	for w in faults race selftest-repeat fuzz-debug fuzz bench; do d=$(BUILD)/$$w; \
		if cmp -s $$d/$$w.md $(REPORT_RUN)/$$w.md; then \
			sh qemu/host/rejudge.sh pack $$w $$d $$(cat $$d/kernels 2>/dev/null); fi; done
	@sh qemu/host/check-docs.sh

# make compare's run behind REPORT.md (compare-tests/results/runs/), judged again
# from the repository alone and rendered again: a document that differs fails.
rejudge:
	@$(TIMED) sh qemu/host/rejudge.sh

clean:
	rm -rf $(addprefix $(BUILD)/,$(KERNELS) tests check compare)
	-git -C $(SRC) worktree prune

distclean:
	rm -rf $(BUILD)
