import autocannon from 'autocannon';
const [port, token] = [process.argv[2], process.argv[3]];
for (const path of ['/api/list-courses/?page=1', '/api/list-courses/?page=1&search=machine%20learning', '/api/list-courses/?page=1&search=statistcs', '/api/list-courses/?page=2&category=data-analysis&min_price=2000&max_price=15000&min_rating=3.5&ordering=price-low', '/api/health/']) {
  const r = await autocannon({ url: `http://127.0.0.1:${port}${path}`, connections: 1, duration: 3, headers: { authorization: `Bearer ${token}` } });
  console.log(path.padEnd(100), 'p50', r.latency.p50, 'avg', r.latency.average, 'rps', Math.round(r.requests.average));
}
