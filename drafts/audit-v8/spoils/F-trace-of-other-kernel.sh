# base: faults - A-default's forced-failure traces name the running kernel 6.12.118-B, in a console whose banner is A's build
sed -i 's/\(Comm: fault-sweep Not tainted \)6\.12\.118-A #1/\16.12.118-B #1/' A-default/console.log
