import { useState } from "react";
import { useRouter } from "next/router";
import { useSWRConfig } from "swr";
import { z } from "zod";
import type { CallDef } from "@evsafe/contract";
import { ApiRequestError } from "@/shared/api-error";
import { useSingleFlight } from "@/shared/form/single-flight";
import { Button } from "@/shared/ui/button";
import { SESSION_ROUTES } from "../routes";

/**
 * The demo simulator's day (`POST sim/demo/day`, outside the contract, served in demo mode only): the device of an
 * application is installed and today's driving and charging are written. Its path is the marker the production
 * smoke check looks for in the build's chunks.
 */
export const DEMO_DAY_CALL = {
  method: "POST",
  path: "sim/demo/day",
  auth: "user",
  summary: "데모: 하루 지나기",
  response: z.object({
    day: z.string(),
    installed: z.boolean(),
    trips: z.number(),
    charges: z.number(),
    alerts: z.number(),
    message: z.string(),
  }),
} satisfies CallDef;

/**
 * "데모: 하루 지나기": a day passes for the signed-in member (demo builds only, `demo-day.tsx`). On success every read
 * is fetched again and the member goes to /home to see the first day (score, chart, perhaps an alert); a refusal
 * (the day already written, no service) is said in Korean under the button. A second tap while one runs does nothing.
 */
export default function DemoDayControl() {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [run, pending] = useSingleFlight(async () => {
    setNote(null);
    try {
      const { request } = await import("@/shared/api-client");
      const day = await request(DEMO_DAY_CALL);
      setNote({ ok: true, text: day.message });
      await mutate(() => true);
      if (router.pathname !== SESSION_ROUTES.home) await router.push(SESSION_ROUTES.home);
    } catch (error) {
      setNote({
        ok: false,
        text: error instanceof ApiRequestError ? error.message : "하루를 보내지 못했어요. 잠시 후 다시 눌러 주세요.",
      });
    }
  });
  return (
    <div className="mt-4 rounded-xl border border-dashed border-gray-300 p-3" data-testid="demo-day">
      <p className="text-xs leading-relaxed text-gray-600">
        데모에서만 보이는 버튼이에요. 하루가 지난 것처럼 단말기를 설치하고 하루 동안의 주행·충전 데이터를 만들어요.
      </p>
      <Button variant="secondary" className="mt-2 w-full" disabled={pending} aria-busy={pending} onClick={() => void run()}>
        데모: 하루 지나기
      </Button>
      {note && (
        <p
          role={note.ok ? "status" : "alert"}
          className={`mt-2 text-sm leading-relaxed ${note.ok ? "text-gray-800" : "text-red-700"}`}
          data-testid="demo-day-note"
        >
          {note.text}
        </p>
      )}
    </div>
  );
}
