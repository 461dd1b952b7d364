// Production refuses every secret written in this repository (packages/contract/src/secret-policy.mjs): this scan
// finds the literals given to a secret's variable in the tracked files, so a new one (a test's, a script's, a
// document's example) cannot slip into production unnoticed.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PRODUCTION_SECRETS, productionAuthUrlProblem, productionSecretProblem } from "../../packages/contract/src/secret-policy.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** A variable or constant holding a secret: JWT_SECRET, NEXTAUTH_SECRET, TEST_FILE_KEY, `const secret`, … */
const NAME = String.raw`[A-Za-z0-9_]*(?:SECRET|[Ss]ecret|FILE_KEY|ENCRYPTION_KEY)[A-Za-z0-9_]*`;
/** The characters of a key (base64, base64url, hex, dashes): excludes regular expressions and sentences. */
const VALUE = String.raw`[A-Za-z0-9_\-+/=.~]{8,}`;
/** `NAME: "…"`, `NAME = "…"`, `NAME ?? "…"` in code; `NAME=…` in shell lines, .env files and documents. */
const PATTERNS = [
  new RegExp(String.raw`\b${NAME}["']?\s*(?::|=|\?\?)\s*(["'\`])(${VALUE})\1`, "g"),
  new RegExp(String.raw`\b${NAME}=(${VALUE})(?![^\s"'\`;&|)#])`, "g"),
];

/** Every such literal of the tracked text files, with where it was found. */
function secretLiterals() {
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
  const found = [];
  for (const file of files) {
    if (/(^|\/)package-lock\.json$|\.(png|jpe?g|gif|webp|ico|woff2?|ttf|otf|zip|gz|pdf)$/i.test(file)) continue;
    let text;
    try {
      text = readFileSync(`${root}/${file}`, "utf8");
    } catch {
      continue; // deleted in the work tree, or a folder (submodule)
    }
    for (const pattern of PATTERNS) {
      for (const match of text.matchAll(pattern)) found.push({ file, value: match[2] ?? match[1] });
    }
  }
  return found;
}

describe("secrets written in the repository", () => {
  const literals = secretLiterals();

  it("the scan finds the known ones (the e2e suite's, the built-in test and development ones)", () => {
    const values = literals.map((l) => l.value);
    expect(values.some((v) => v.startsWith("e2e-only-nextauth-secret"))).toBe(true);
    expect(values.some((v) => v.startsWith("evsafe-test-only-secret"))).toBe(true);
    expect(values.some((v) => v.startsWith("evsafe-dev-only-nextauth-secret"))).toBe(true);
  });

  it("production refuses each of them for every secret variable", () => {
    const accepted = literals.flatMap(({ file, value }) =>
      PRODUCTION_SECRETS.filter((name) => productionSecretProblem(name, value) === null).map((name) => `${file}: ${name}=${value}`),
    );
    expect(accepted).toEqual([]);
  });
});

describe("the production rules", () => {
  /** Generated the way docs/deploy.md does. */
  const random = (bytes, encoding) => Buffer.from(Array.from({ length: bytes }, () => Math.floor(Math.random() * 256))).toString(encoding);

  it("accept generated keys", () => {
    for (let i = 0; i < 50; i += 1) {
      expect(productionSecretProblem("JWT_SECRET", random(48, "base64url"))).toBeNull();
      expect(productionSecretProblem("NEXTAUTH_SECRET", random(32, "base64url"))).toBeNull();
      expect(productionSecretProblem("NEXTAUTH_SECRET", random(32, "base64"))).toBeNull();
      expect(productionSecretProblem("FILE_ENCRYPTION_KEY", random(32, "hex"))).toBeNull();
    }
  });

  it("name the variable in every refusal, Korean first", () => {
    for (const name of PRODUCTION_SECRETS) {
      for (const value of ["", "short", "a".repeat(64), "0".repeat(64), "ab".repeat(32)]) {
        expect(productionSecretProblem(name, value)).toMatch(new RegExp(`^${name}.*[가-힣].* / ${name} `));
      }
    }
  });

  it("NEXTAUTH_URL: https, or http on a loopback host only", () => {
    for (const url of [
      "https://evsafe.example.com",
      "http://127.0.0.1:3500",
      "http://127.1.2.3",
      "http://localhost:3000",
      "http://[::1]:3000",
    ]) {
      expect(productionAuthUrlProblem(url), url).toBeNull();
    }
    for (const url of [
      "http://evsafe.example.com",
      "http://localhost.evil.example",
      "http://0.0.0.0:3000",
      "http://192.168.0.10:3000",
      "not a url",
    ]) {
      expect(productionAuthUrlProblem(url), url).toMatch(/NEXTAUTH_URL/);
    }
  });
});
