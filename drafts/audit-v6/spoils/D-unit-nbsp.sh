# base: docs - README types "540 s" by hand with a no-break space between number and unit
nb=$(printf '\302\240')
sed -i "/^- \`qemu\/config\/\`: kernel config fragments, one per flavour\.\$/i - Each kernel builds in 540${nb}s on the 2 CPUs of the reference machine." README.md
