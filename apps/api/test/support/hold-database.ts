/**
 * A second process for the lock tests: opens the PGlite directory given as argv[2], prints `ready <pid>`,
 * and closes it when a line arrives on stdin (or stays until killed).
 */
import { openDatabase } from "../../src/db/client";

const database = await openDatabase({ dataDir: process.argv[2]! });
process.stdout.write(`ready ${process.pid}\n`);
process.stdin.once("data", async () => {
  await database.close();
  process.stdout.write("closed\n");
  process.exit(0);
});
