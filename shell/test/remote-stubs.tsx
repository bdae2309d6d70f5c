// Stand-ins for the remotes' exposed views: they show which view was mounted and with which props.
import type { ComponentType } from 'react';

export function stubRemoteModule(id: string): { default: ComponentType<Record<string, unknown>> } {
  return {
    default: (props: Record<string, unknown>) => (
      <div data-testid={`remote:${id}`} data-props={JSON.stringify(props)}>
        remote {id}
      </div>
    ),
  };
}

/** The props a stubbed remote view received (parsed from the DOM). */
export function propsOf(element: HTMLElement): Record<string, unknown> {
  return JSON.parse(element.getAttribute('data-props') ?? '{}') as Record<string, unknown>;
}
