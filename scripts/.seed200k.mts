import { seedCohort } from "../bench/support/seed-cohort";
const started = Date.now();
const r = await seedCohort("postgres://root@127.0.0.1:5432/c200k", 200_000, { flagged: true });
console.log(JSON.stringify({ problemId: r.problemId, seconds: (Date.now() - started) / 1000 }));
