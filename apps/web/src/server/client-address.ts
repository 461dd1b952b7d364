import { BlockList, isIP } from "node:net";

/**
 * The visitor's address as the web server tells the API (`X-Forwarded-For`). By default the address of the socket,
 * and nothing a client wrote. Behind a reverse proxy or load balancer, `WEB_TRUST_PROXY` names the proxies whose
 * `X-Forwarded-For` is believed: the address is then the rightmost one in the chain that is not a trusted proxy
 * (what proxy-addr and the API's `TRUST_PROXY` do), so a value the client wrote in front is never taken.
 */

const NAMED_RANGES: Record<string, [string, number, "ipv4" | "ipv6"][]> = {
  loopback: [
    ["127.0.0.0", 8, "ipv4"],
    ["::1", 128, "ipv6"],
  ],
  linklocal: [
    ["169.254.0.0", 16, "ipv4"],
    ["fe80::", 10, "ipv6"],
  ],
  uniquelocal: [
    ["10.0.0.0", 8, "ipv4"],
    ["172.16.0.0", 12, "ipv4"],
    ["192.168.0.0", 16, "ipv4"],
    ["fc00::", 7, "ipv6"],
  ],
};

/** An item of the trust list is valid: a name above, an address, or an address with a prefix length. */
export function isTrustItem(item: string): boolean {
  if (item in NAMED_RANGES) return true;
  const [addr = "", prefix, extra] = item.split("/");
  const family = isIP(addr);
  if (!family || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/** The trusted proxies of a `WEB_TRUST_PROXY` value (`none` or empty: nobody). */
export function trustedProxies(spec: string | undefined): BlockList | null {
  const items = (spec ?? "none")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s && s !== "none");
  if (!items.length) return null;
  const list = new BlockList();
  for (const item of items) {
    for (const [net, prefix, type] of NAMED_RANGES[item] ?? []) list.addSubnet(net, prefix, type);
    if (item in NAMED_RANGES) continue;
    const [addr = "", prefix] = item.split("/");
    const type = isIP(addr) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(addr, type);
    else list.addSubnet(addr, Number(prefix), type);
  }
  return list;
}

/** `::ffff:203.0.113.7` (an IPv4 client of a dual-stack socket) is `203.0.113.7`. */
const plain = (address: string) => (address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address);

function isTrusted(trust: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && trust.check(address, family === 6 ? "ipv6" : "ipv4");
}

/**
 * The visitor's address: the socket's address unless that is a trusted proxy, then walking the proxy's
 * `X-Forwarded-For` from the right past every trusted proxy. An entry that is not an address stops the walk there.
 */
export function clientAddress(
  remoteAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: BlockList | null,
): string {
  let current = plain(remoteAddress ?? "unknown");
  if (!trust) return current;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((s) => plain(s.trim()))
    .filter(Boolean);
  while (isTrusted(trust, current) && chain.length) {
    const next = chain.pop()!;
    if (!isIP(next)) break;
    current = next;
  }
  return current;
}
