// Catalog throughput on the production build: a page of courses over GraphQL (every per-course
// field, batched by DataLoaders) against the same data over REST. Run after `npm run build`:
//   node scripts/bench-catalog.mjs [seconds=5] [connections=10]
// Numbers are noisy on shared machines: compare the two lines of one run, not runs with each other.
import { fileURLToPath } from 'node:url';
import { newDataDir, startServer } from '../client/e2e/support.mjs';

const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 10);
const root = fileURLToPath(new URL('..', import.meta.url));

const PAGE = `{ courses(first: 20) { totalCount nodes { id courseTitle netPrice averageRating ratingCount
  enrolledStudentsCount totalDuration lectureCount educator { name } courseContent { chapterTitle chapterContent { lectureTitle lectureUrl } } } } }`;

async function measure(label, request) {
  const deadline = Date.now() + seconds * 1000;
  const latencies = [];
  const worker = async () => {
    while (Date.now() < deadline) {
      const start = performance.now();
      const res = await request();
      if (!res.ok) throw new Error(`${label}: HTTP ${res.status}`);
      await res.arrayBuffer();
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  latencies.sort((a, b) => a - b);
  const p = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  console.log(`${label.padEnd(34)} ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s   p50 ${p(0.5)} ms   p99 ${p(0.99)} ms`);
}

process.chdir(root);
const server = await startServer(newDataDir());
try {
  const gql = () => fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: PAGE }) });
  const rest = () => fetch(`${server.url}/api/course/all`);
  await measure('warm-up', gql);
  console.log(`${seconds}s per line, ${connections} connections, seeded catalog`);
  await measure('GraphQL courses(first: 20), all fields', gql);
  await measure('REST GET /api/course/all', rest);
} finally {
  await server.stop();
}
