# base: str - A's boot "completed in 9 s" by the host's clock, while its console runs to 80 s of uptime and 20 runs are in it
echo "completed in 9 s" >A/verdict
