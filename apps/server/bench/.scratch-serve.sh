set -e
cd "$(dirname "$0")/.."
DB=academy_bench_scratch
BENCH_DATA_DIR=/tmp/bench-scratch BENCH_LEARNER_ID=41 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/$DB npx tsx bench/serve-app.ts
