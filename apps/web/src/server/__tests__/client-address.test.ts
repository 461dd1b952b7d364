// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseServerEnv } from "@/server/env";
import { clientAddress, trustedProxies } from "../client-address";

describe("the visitor's address", () => {
  it("is the socket's when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress("198.51.100.4", "203.0.113.7", null)).toBe("198.51.100.4");
    expect(clientAddress("127.0.0.1", "203.0.113.7", trustedProxies("none"))).toBe("127.0.0.1");
    expect(clientAddress("::ffff:198.51.100.4", undefined, null)).toBe("198.51.100.4");
  });

  it("behind a trusted proxy is the rightmost untrusted address of its chain, never the client-written front", () => {
    const local = trustedProxies("loopback");
    // The proxy appended what it saw to what the client wrote.
    expect(clientAddress("127.0.0.1", "6.6.6.6, 198.51.100.4", local)).toBe("198.51.100.4");
    expect(clientAddress("127.0.0.1", ["6.6.6.6", "198.51.100.4"], local)).toBe("198.51.100.4");
    // A client that reaches the web server directly is not the proxy: its header is ignored.
    expect(clientAddress("198.51.100.9", "6.6.6.6", local)).toBe("198.51.100.9");
    // Two layers of trusted proxies.
    const lb = trustedProxies("loopback, 10.0.0.0/8");
    expect(clientAddress("127.0.0.1", "6.6.6.6, 198.51.100.4, 10.1.2.3", lb)).toBe("198.51.100.4");
    // A proxy that sent no header: the proxy's own address.
    expect(clientAddress("127.0.0.1", undefined, local)).toBe("127.0.0.1");
    // Garbage in the chain stops the walk at the last real address.
    expect(clientAddress("127.0.0.1", "x, not-an-ip", local)).toBe("127.0.0.1");
    expect(clientAddress("::1", "2001:db8::5", local)).toBe("2001:db8::5");
  });

  it("WEB_TRUST_PROXY is validated like the API's TRUST_PROXY", () => {
    expect(parseServerEnv({}).WEB_TRUST_PROXY).toBe("none");
    expect(parseServerEnv({ WEB_TRUST_PROXY: "loopback, 10.0.0.0/8, 192.0.2.1" }).WEB_TRUST_PROXY).toBe("loopback, 10.0.0.0/8, 192.0.2.1");
    expect(() => parseServerEnv({ WEB_TRUST_PROXY: "everyone" })).toThrow(/WEB_TRUST_PROXY/);
    expect(() => parseServerEnv({ WEB_TRUST_PROXY: "10.0.0.0/40" })).toThrow(/WEB_TRUST_PROXY/);
  });
});
