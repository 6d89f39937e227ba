# base: str - in run 9 the harness ran netns.readdir_many where case 19 is due (its RUN and OK lines), the result line still says netns.rename_2013
awk '/^# run: / { r = $3 } r == 9 && /^#   \| #  RUN           netns\.rename_2013 \.\.\.$/ { sub(/rename_2013/, "readdir_many") }
	r == 9 && /^#   \| #            OK  netns\.rename_2013$/ { sub(/rename_2013/, "readdir_many") }
	r == 9 && /^#   \| # rename\(/ { next } { print }' A/output.log >o && mv o A/output.log
