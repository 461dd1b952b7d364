import type { CallName, calls, Result } from "@evsafe/contract";
import { useScreenData } from "@/shared/screen-data";
import { AsyncContent, type AsyncContentProps } from "@/shared/ui/async-content";
import { AppScreen } from "./app-screen";
import { ServiceGate } from "./service-gate";
import type { TabKey } from "./tab-bar";

type ReadProps<N extends CallName> = Omit<AsyncContentProps<Result<(typeof calls)[N]>>, "state"> & {
  /** The screen's one read (a call without parameters), made only while the service gives access. */
  call: N;
};

export type ServiceScreenProps<N extends CallName> = ReadProps<N> & { title: string; tab: TabKey };

/**
 * A signed-in screen whose content is one service read: the frame (`h1`, tab bar), the service status and its
 * next step, then the read's content, error or skeleton. A screen with more than a read composes `AppScreen`,
 * `ServiceGate` and `<AsyncContent>` itself.
 */
export function ServiceScreen<N extends CallName>({ title, tab, ...read }: ServiceScreenProps<N>) {
  return (
    <AppScreen title={title} tab={tab}>
      <ServiceGate skeleton={read.skeleton}>{() => <ServiceRead {...read} />}</ServiceGate>
    </AppScreen>
  );
}

function ServiceRead<N extends CallName>({ call, ...content }: ReadProps<N>) {
  return <AsyncContent state={useScreenData(call)} {...content} />;
}
