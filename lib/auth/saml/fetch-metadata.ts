import "server-only";
import { pinnedRequest } from "@/lib/ats/http/pinned-request";
import { checkOutboundHost } from "@/lib/security/outbound-address";
import { MAX_METADATA_BYTES, SamlMetadataError } from "./idp-metadata";
import { isListedSamlHost, samlUrlRefusal } from "./idp-urls";

const TIMEOUT_MS = 10_000;

/**
 * An IdP's metadata document, fetched through the same outbound guard as web hooks and ATS calls: https to a public
 * address (or a host listed in SAML_METADATA_HOSTS), connected to the address that was checked, within 10 s, and
 * refused past 256 kB. No redirect is followed.
 */
export async function fetchIdpMetadata(value: string): Promise<string> {
  const refusal = samlUrlRefusal(value, "metadata URL");
  if (refusal) throw new SamlMetadataError(refusal);
  const url = new URL(value);
  const address = await checkOutboundHost(url.hostname, { publicOnly: !isListedSamlHost(url) });
  if (!address.ok) throw new SamlMetadataError(`The metadata URL was not fetched: ${address.reason}.`);
  let response;
  try {
    response = await pinnedRequest(url, address, {
      method: "GET",
      headers: {
        accept: "application/samlmetadata+xml, application/xml, text/xml",
        "user-agent": "screening-dashboard-saml/1",
      },
      timeoutMs: TIMEOUT_MS,
    });
  } catch (error) {
    throw new SamlMetadataError(`The metadata URL could not be read: ${(error as Error).message}.`);
  }
  if (response.status !== 200)
    throw new SamlMetadataError(`The metadata URL answered HTTP ${response.status}, not the metadata.`);
  if (Buffer.byteLength(response.text, "utf8") > MAX_METADATA_BYTES)
    throw new SamlMetadataError(`The metadata at that URL is larger than ${MAX_METADATA_BYTES / 1024} kB.`);
  return response.text;
}
