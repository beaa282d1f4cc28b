import { signIn } from "../lib/testing/http-session";
const [base, path, email, n] = [process.argv[2]!, process.argv[3]!, process.argv[4] ?? "manager@sandbox.test", Number(process.argv[5] ?? 5)];
const cookie = await signIn(base, email);
for (let i = 0; i < n; i++) {
  const t = performance.now();
  const res = await fetch(base + path, { headers: { cookie } });
  const body = await res.text();
  console.log(res.status, Math.round(performance.now() - t), "ms", Math.round(body.length / 1024), "kB");
}
