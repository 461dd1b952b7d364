/**
 * A second process for the lock tests: opens the PGlite directory given as argv[2], prints `ready <pid>`,
 * and closes it when a line arrives on stdin (`exit`: exits without closing), or stays until killed.
 */
import { openDatabase } from "../../src/db/client";

const database = await openDatabase({ dataDir: process.argv[2]! });
process.stdout.write(`ready ${process.pid}\n`);
process.stdin.once("data", async (line: Buffer) => {
  // `exit`: leave without closing, as a script that calls process.exit() would.
  if (line.toString().trim() === "exit") process.exit(0);
  await database.close();
  process.stdout.write("closed\n");
  process.exit(0);
});
