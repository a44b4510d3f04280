-- Rate-limit counters skip the write-ahead log (decision 0034): losing them in a crash only
-- resets some windows early, and an unlogged upsert costs less than a logged one.
ALTER TABLE "rate_limit_hits" SET UNLOGGED;
