-- wrk script for bench/liquidation-mix.sh: each request takes the next path of PATHS_FILE (one
-- per line; each thread starts at its own offset), so the server sees many distinct queries.
-- The RESULT line and optional pacing come from wrk.lua.
dofile(os.getenv("BENCH_DIR") .. "/wrk.lua")

local paths = {}
for line in io.lines(os.getenv("PATHS_FILE")) do
  paths[#paths + 1] = line
end
local i = 0

function init(args)
  i = math.random(#paths)
end

function request()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end
