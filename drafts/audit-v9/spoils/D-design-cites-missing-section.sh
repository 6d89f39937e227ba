# base: docs - DESIGN.md cites the churn-after-Trinity result to "REPORT §17", a section REPORT.md does not have (its last is 16)
perl -0pi -e 's|\[netns-churn; REPORT §2:\nnetns-churn\@fuzz rows\]|[netns-churn; REPORT §17:\nnetns-churn\@fuzz rows]|' series-netns-id/DESIGN.md
grep -n 'REPORT §17' series-netns-id/DESIGN.md
