-- Computing a text's character pairs costs about 60 µs, hundreds of times what the planner assumes of a
-- function by default. Told so, it does not plan to compute them row by row where the pairs' index can find
-- the rows instead (a count of a rare pair's matches, say).
ALTER FUNCTION search_bigrams(text) COST 10000;
