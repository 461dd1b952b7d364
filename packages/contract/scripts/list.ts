// Prints one line per business-API call, `METHOD path?query`, in the notation of shared/spec-calls.txt.
import { calls, notation } from "../src/index";

for (const call of Object.values(calls)) console.log(notation(call));
