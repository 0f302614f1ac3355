-- wrk: a POST that the registration form's route refuses at once (415: not a form), so that
-- what is measured is the route's own cost in Next, not the database (bench/RESULTS.md, run R).
wrk.method = "POST"
wrk.body = "name=x"
wrk.headers["Content-Type"] = "text/plain"
