import type { IpClassification } from "./ip-intel";

/** One row of the offline intelligence table: a CIDR range and what the sandbox reports for it. */
export interface IpIntelRange {
  cidr: string;
  country: string;
  countryCode: string;
  city: string;
  network: string;
  asn?: number;
  classification: IpClassification;
}

/**
 * A curated, offline stand-in for a commercial IP intelligence feed. Ranges are modelled on the public
 * allocations of well-known access, mobile, cloud, VPN, Tor and relay operators so demo data looks right to
 * a reviewer; they are illustrative, not authoritative (real feeds change daily). The most specific range
 * wins, so narrower rows may sit inside wider ones.
 */
export const ipIntelTable: readonly IpIntelRange[] = [
  // Residential access networks
  { cidr: "73.0.0.0/8", country: "United States", countryCode: "US", city: "Philadelphia", network: "Comcast Cable Communications", asn: 7922, classification: "residential" },
  { cidr: "76.172.0.0/14", country: "United States", countryCode: "US", city: "Los Angeles", network: "Charter Communications (Spectrum)", asn: 20001, classification: "residential" },
  { cidr: "71.160.0.0/11", country: "United States", countryCode: "US", city: "New York", network: "Verizon Fios", asn: 701, classification: "residential" },
  { cidr: "99.224.0.0/11", country: "Canada", countryCode: "CA", city: "Toronto", network: "Rogers Communications", asn: 812, classification: "residential" },
  { cidr: "70.48.0.0/13", country: "Canada", countryCode: "CA", city: "Montreal", network: "Bell Canada", asn: 577, classification: "residential" },
  { cidr: "86.128.0.0/10", country: "United Kingdom", countryCode: "GB", city: "London", network: "British Telecommunications", asn: 2856, classification: "residential" },
  { cidr: "82.0.0.0/15", country: "United Kingdom", countryCode: "GB", city: "Manchester", network: "Virgin Media", asn: 5089, classification: "residential" },
  { cidr: "79.192.0.0/10", country: "Germany", countryCode: "DE", city: "Berlin", network: "Deutsche Telekom", asn: 3320, classification: "residential" },
  { cidr: "90.0.0.0/9", country: "France", countryCode: "FR", city: "Paris", network: "Orange France", asn: 3215, classification: "residential" },
  { cidr: "88.160.0.0/11", country: "France", countryCode: "FR", city: "Lyon", network: "Free SAS", asn: 12322, classification: "residential" },
  { cidr: "83.32.0.0/11", country: "Spain", countryCode: "ES", city: "Madrid", network: "Telefonica de Espana", asn: 3352, classification: "residential" },
  { cidr: "77.160.0.0/12", country: "Netherlands", countryCode: "NL", city: "Amsterdam", network: "KPN", asn: 1136, classification: "residential" },
  { cidr: "78.64.0.0/12", country: "Sweden", countryCode: "SE", city: "Stockholm", network: "Telia Sverige", asn: 3301, classification: "residential" },
  { cidr: "83.0.0.0/11", country: "Poland", countryCode: "PL", city: "Warsaw", network: "Orange Polska", asn: 5617, classification: "residential" },
  { cidr: "78.160.0.0/11", country: "Turkey", countryCode: "TR", city: "Istanbul", network: "Turk Telekom", asn: 9121, classification: "residential" },
  { cidr: "122.160.0.0/12", country: "India", countryCode: "IN", city: "New Delhi", network: "Bharti Airtel Broadband", asn: 24560, classification: "residential" },
  { cidr: "117.192.0.0/10", country: "India", countryCode: "IN", city: "Bengaluru", network: "BSNL", asn: 9829, classification: "residential" },
  { cidr: "153.128.0.0/9", country: "Japan", countryCode: "JP", city: "Tokyo", network: "NTT OCN", asn: 4713, classification: "residential" },
  { cidr: "175.192.0.0/10", country: "South Korea", countryCode: "KR", city: "Seoul", network: "Korea Telecom", asn: 4766, classification: "residential" },
  { cidr: "116.86.0.0/15", country: "Singapore", countryCode: "SG", city: "Singapore", network: "Singtel Fibre", asn: 9506, classification: "residential" },
  { cidr: "189.0.0.0/11", country: "Brazil", countryCode: "BR", city: "Sao Paulo", network: "Telefonica Brasil (Vivo)", asn: 26599, classification: "residential" },
  { cidr: "187.128.0.0/10", country: "Mexico", countryCode: "MX", city: "Mexico City", network: "Telmex", asn: 8151, classification: "residential" },
  { cidr: "181.0.0.0/12", country: "Argentina", countryCode: "AR", city: "Buenos Aires", network: "Telecom Argentina", asn: 7303, classification: "residential" },
  { cidr: "39.32.0.0/11", country: "Pakistan", countryCode: "PK", city: "Lahore", network: "PTCL", asn: 17557, classification: "residential" },
  { cidr: "112.198.0.0/15", country: "Philippines", countryCode: "PH", city: "Manila", network: "PLDT", asn: 9299, classification: "residential" },
  { cidr: "2601::/20", country: "United States", countryCode: "US", city: "Denver", network: "Comcast Cable Communications", asn: 7922, classification: "residential" },
  { cidr: "2003::/19", country: "Germany", countryCode: "DE", city: "Hamburg", network: "Deutsche Telekom", asn: 3320, classification: "residential" },
  { cidr: "2a01:e00::/26", country: "France", countryCode: "FR", city: "Paris", network: "Free SAS", asn: 12322, classification: "residential" },
  { cidr: "2a00:23c0::/28", country: "United Kingdom", countryCode: "GB", city: "Birmingham", network: "British Telecommunications", asn: 2856, classification: "residential" },
  // Mobile carriers (CGNAT: one address, many subscribers)
  { cidr: "172.32.0.0/11", country: "United States", countryCode: "US", city: "Seattle", network: "T-Mobile USA", asn: 21928, classification: "mobile" },
  { cidr: "49.32.0.0/11", country: "India", countryCode: "IN", city: "Mumbai", network: "Reliance Jio Infocomm", asn: 55836, classification: "mobile" },
  { cidr: "1.120.0.0/13", country: "Australia", countryCode: "AU", city: "Sydney", network: "Telstra Mobile", asn: 1221, classification: "mobile" },
  { cidr: "105.160.0.0/12", country: "Kenya", countryCode: "KE", city: "Nairobi", network: "Safaricom", asn: 33771, classification: "mobile" },
  { cidr: "102.88.0.0/16", country: "Nigeria", countryCode: "NG", city: "Lagos", network: "MTN Nigeria", asn: 29465, classification: "mobile" },
  { cidr: "46.211.0.0/16", country: "Ukraine", countryCode: "UA", city: "Kyiv", network: "Kyivstar", asn: 15895, classification: "mobile" },
  { cidr: "2607:fb90::/28", country: "United States", countryCode: "US", city: "Chicago", network: "T-Mobile USA", asn: 21928, classification: "mobile" },
  { cidr: "2409:4000::/22", country: "India", countryCode: "IN", city: "Hyderabad", network: "Reliance Jio Infocomm", asn: 55836, classification: "mobile" },
  // Business and enterprise lines
  { cidr: "195.186.0.0/16", country: "Switzerland", countryCode: "CH", city: "Zurich", network: "Swisscom Business", asn: 3303, classification: "business" },
  { cidr: "63.64.0.0/12", country: "United States", countryCode: "US", city: "Austin", network: "Lumen Enterprise Fiber", asn: 3356, classification: "business" },
  { cidr: "212.36.0.0/18", country: "United Kingdom", countryCode: "GB", city: "London", network: "Colt Technology Services", asn: 8220, classification: "business" },
  // Cloud and hosting providers
  { cidr: "3.80.0.0/12", country: "United States", countryCode: "US", city: "Ashburn", network: "Amazon Web Services (us-east-1)", asn: 14618, classification: "hosting" },
  { cidr: "52.208.0.0/13", country: "Ireland", countryCode: "IE", city: "Dublin", network: "Amazon Web Services (eu-west-1)", asn: 16509, classification: "hosting" },
  { cidr: "35.184.0.0/13", country: "United States", countryCode: "US", city: "Council Bluffs", network: "Google Cloud (us-central1)", asn: 396982, classification: "hosting" },
  { cidr: "13.64.0.0/11", country: "United States", countryCode: "US", city: "San Jose", network: "Microsoft Azure (West US)", asn: 8075, classification: "hosting" },
  { cidr: "104.131.0.0/16", country: "United States", countryCode: "US", city: "New York", network: "DigitalOcean", asn: 14061, classification: "hosting" },
  { cidr: "178.62.0.0/16", country: "United Kingdom", countryCode: "GB", city: "London", network: "DigitalOcean", asn: 14061, classification: "hosting" },
  { cidr: "88.198.0.0/16", country: "Germany", countryCode: "DE", city: "Falkenstein", network: "Hetzner Online", asn: 24940, classification: "hosting" },
  { cidr: "95.216.0.0/16", country: "Finland", countryCode: "FI", city: "Helsinki", network: "Hetzner Online", asn: 24940, classification: "hosting" },
  { cidr: "51.75.0.0/16", country: "France", countryCode: "FR", city: "Roubaix", network: "OVHcloud", asn: 16276, classification: "hosting" },
  { cidr: "45.33.0.0/17", country: "United States", countryCode: "US", city: "Fremont", network: "Akamai Connected Cloud (Linode)", asn: 63949, classification: "hosting" },
  { cidr: "45.32.0.0/16", country: "Japan", countryCode: "JP", city: "Tokyo", network: "Vultr (Choopa)", asn: 20473, classification: "hosting" },
  { cidr: "51.15.0.0/16", country: "France", countryCode: "FR", city: "Paris", network: "Scaleway", asn: 12876, classification: "hosting" },
  { cidr: "2600:1f00::/24", country: "United States", countryCode: "US", city: "Ashburn", network: "Amazon Web Services", asn: 16509, classification: "hosting" },
  { cidr: "2600:1900::/28", country: "United States", countryCode: "US", city: "Council Bluffs", network: "Google Cloud", asn: 396982, classification: "hosting" },
  { cidr: "2a01:4f8::/29", country: "Germany", countryCode: "DE", city: "Nuremberg", network: "Hetzner Online", asn: 24940, classification: "hosting" },
  { cidr: "2604:a880::/32", country: "United States", countryCode: "US", city: "New York", network: "DigitalOcean", asn: 14061, classification: "hosting" },
  { cidr: "2001:41d0::/32", country: "France", countryCode: "FR", city: "Gravelines", network: "OVHcloud", asn: 16276, classification: "hosting" },
  // Commercial VPN exits
  { cidr: "193.138.218.0/24", country: "Sweden", countryCode: "SE", city: "Malmo", network: "Mullvad VPN (31173 Services)", asn: 39351, classification: "vpn" },
  { cidr: "185.213.154.0/24", country: "Sweden", countryCode: "SE", city: "Gothenburg", network: "Mullvad VPN (31173 Services)", asn: 39351, classification: "vpn" },
  { cidr: "185.159.156.0/22", country: "Switzerland", countryCode: "CH", city: "Geneva", network: "Proton VPN (Proton AG)", asn: 62371, classification: "vpn" },
  { cidr: "89.238.128.0/18", country: "United Kingdom", countryCode: "GB", city: "Manchester", network: "M247 (VPN exit)", asn: 9009, classification: "vpn" },
  { cidr: "212.102.32.0/19", country: "Netherlands", countryCode: "NL", city: "Amsterdam", network: "Datacamp / CDN77 (VPN exit)", asn: 60068, classification: "vpn" },
  // VPN exits rented inside a hosting range: the narrower row wins over the Hetzner /16
  { cidr: "88.198.40.0/24", country: "Germany", countryCode: "DE", city: "Falkenstein", network: "Windscribe VPN (Hetzner-hosted exit)", asn: 24940, classification: "vpn" },
  { cidr: "2a03:1b20::/32", country: "Sweden", countryCode: "SE", city: "Stockholm", network: "Mullvad VPN (31173 Services)", asn: 39351, classification: "vpn" },
  // Open and commercial proxies
  { cidr: "104.149.0.0/16", country: "United States", countryCode: "US", city: "Los Angeles", network: "Psychz Networks (proxy pool)", asn: 40676, classification: "proxy" },
  { cidr: "45.95.168.0/22", country: "Netherlands", countryCode: "NL", city: "Rotterdam", network: "Webshare proxy pool", asn: 204957, classification: "proxy" },
  // Tor exit relays
  { cidr: "185.220.100.0/22", country: "Germany", countryCode: "DE", city: "Frankfurt", network: "Tor exit (Stiftung Erneuerbare Freiheit)", asn: 208294, classification: "tor" },
  { cidr: "171.25.193.0/24", country: "Sweden", countryCode: "SE", city: "Stockholm", network: "Tor exit (DFRI)", asn: 198093, classification: "tor" },
  { cidr: "199.249.230.0/24", country: "United States", countryCode: "US", city: "Dallas", network: "Tor exit (Quintex Alliance)", asn: 62744, classification: "tor" },
  { cidr: "2a0b:f4c2::/32", country: "Germany", countryCode: "DE", city: "Frankfurt", network: "Tor exit (Stiftung Erneuerbare Freiheit)", asn: 208294, classification: "tor" },
  // Privacy relays: the user's real location is hidden but the service itself is not a circumvention tool
  { cidr: "172.224.0.0/16", country: "United States", countryCode: "US", city: "San Jose", network: "iCloud Private Relay (Akamai egress)", asn: 36183, classification: "relay" },
  { cidr: "104.28.0.0/16", country: "Germany", countryCode: "DE", city: "Frankfurt", network: "iCloud Private Relay (Cloudflare egress)", asn: 13335, classification: "relay" },
  { cidr: "2a09:bac0::/29", country: "United Kingdom", countryCode: "GB", city: "London", network: "Cloudflare WARP", asn: 13335, classification: "relay" },
  { cidr: "2a02:26f7::/32", country: "France", countryCode: "FR", city: "Marseille", network: "iCloud Private Relay (Akamai egress)", asn: 36183, classification: "relay" },
];
