#!/bin/bash
# Misses of two running servers side by side: for each page, wrk -t1 -c10 against A then B (B then A
# on even rounds), `rounds` times, Accept-Encoding: br, gzip. Start both with PAGE_CACHE=off on the
# same data, pinned to core 0 (taskset -a -p -c 0 PID), so that wrk runs alone on core 1.
# Usage: bench/compare-misses.sh PORT_A PORT_B [rounds=3] [seconds=8]
set -euo pipefail
a=$1 b=$2 rounds=${3:-3} seconds=${4:-8}
for page in '/news?menuId=6' '/show' '/news-detail?id=35' '/search?q=%E6%A0%B8'; do
  for round in $(seq "$rounds"); do
    order="$a $b"; [ $((round % 2)) -eq 0 ] && order="$b $a"
    for port in $order; do
      out=$(taskset -c 1 wrk -t1 -c10 -d"${seconds}s" --latency -H 'Accept-Encoding: br, gzip' "http://127.0.0.1:$port$page")
      rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
      p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
      bytes=$(curl -s -o /dev/null -w '%{size_download}' -H 'Accept-Encoding: br, gzip' "http://127.0.0.1:$port$page")
      echo "$page  port $port  round $round  $rps renders/s  p99 $p99  $bytes B"
    done
  done
done
