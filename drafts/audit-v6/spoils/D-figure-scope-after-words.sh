# base: docs - the right figure (cases.judged, 682, over five kernels) before words that begin as the rule wants and go on falsely: "682 cases were judged on each kernel"
sed -i 's|682<!-- /fig --> cases were judged, |682<!-- /fig --> cases were judged on each kernel, |' README.md
