import type { Random } from "@/lib/utils/seeded-random";

const firstNames = [
  "Amara",
  "Ben",
  "Chloé",
  "Dmitri",
  "Elena",
  "Farid",
  "Grace",
  "Hiroshi",
  "Ines",
  "Jonas",
  "Kavya",
  "Liam",
  "Mei",
  "Nadia",
  "Omar",
  "Priya",
  "Quentin",
  "Rosa",
  "Samuel",
  "Tariq",
  "Uma",
  "Victor",
  "Wen",
  "Ximena",
  "Yusuf",
  "Zoé",
  "Aisha",
  "Bruno",
  "Camille",
  "Diego",
  "Emeka",
  "Fatima",
  "Gustavo",
  "Hannah",
  "Ivan",
  "Julia",
  "Kofi",
  "Lucía",
  "Marcus",
  "Noor",
  "Olivia",
  "Pedro",
  "Rahul",
  "Sofia",
  "Thomas",
  "Valentina",
  "William",
  "Yara",
  "Zhang",
  "Anaïs",
  "Mateo",
  "Léa",
  "Arjun",
  "Sara",
] as const;

const lastNames = [
  "Adeyemi",
  "Becker",
  "Chen",
  "Dubois",
  "Eriksen",
  "Fernández",
  "Garcia",
  "Haddad",
  "Ivanova",
  "Johnson",
  "Kim",
  "Lefebvre",
  "Martin",
  "Nakamura",
  "Okafor",
  "Petrov",
  "Quinn",
  "Rossi",
  "Schmidt",
  "Tanaka",
  "Usman",
  "Virtanen",
  "Wang",
  "Xu",
  "Yilmaz",
  "Zimmermann",
  "Andersson",
  "Bianchi",
  "Costa",
  "Da Silva",
  "Evans",
  "Fischer",
  "Gupta",
  "Hernández",
  "Iyer",
  "Jansen",
  "Kowalski",
  "Lopez",
  "Moreau",
  "Nguyen",
  "O'Brien",
  "Patel",
  "Roux",
  "Santos",
  "Thompson",
  "Van Dijk",
  "Williams",
  "Zhou",
] as const;

const domains = ["example.com", "example.net", "example.org", "mail.example.com"] as const;

export interface DemoCandidate {
  name: string;
  email: string;
  integrationSource: string | null;
  externalId: string | null;
  createdAt: Date;
}

const ascii = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");

function atsIds(random: Random): Pick<DemoCandidate, "integrationSource" | "externalId"> {
  if (!random.chance(0.35)) return { integrationSource: null, externalId: null };
  if (random.chance(0.6))
    return { integrationSource: "greenhouse", externalId: String(random.int(10_000_000, 99_999_999)) };
  const hex = () => random.int(0, 0xffff).toString(16).padStart(4, "0");
  return {
    integrationSource: "lever",
    externalId: `${hex()}${hex()}-${hex()}-${hex()}-${hex()}-${hex()}${hex()}${hex()}`,
  };
}

/** `count` candidates with unique emails, created between `from` and `to`, oldest first. */
export function demoCandidates(random: Random, count: number, from: Date, to: Date): DemoCandidate[] {
  const used = new Set<string>();
  const span = to.getTime() - from.getTime();
  const people: DemoCandidate[] = [];
  for (let i = 0; i < count; i++) {
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    const local = `${ascii(first)}.${ascii(last)}`;
    let email = `${local}@${random.pick(domains)}`;
    for (let n = 2; used.has(email); n++) email = `${local}${n}@${email.split("@")[1]}`;
    used.add(email);
    people.push({
      name: `${first} ${last}`,
      email,
      ...atsIds(random),
      createdAt: new Date(from.getTime() + Math.floor(random.next() * span)),
    });
  }
  return people.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
