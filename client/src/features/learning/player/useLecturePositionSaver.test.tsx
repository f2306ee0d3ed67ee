import { ApolloClient, ApolloLink, ApolloProvider, Observable } from '@apollo/client';
import { act, render } from '@testing-library/react';
import { createCache } from '../../../apollo/cache';
import { useLecturePositionSaver } from './useLecturePositionSaver';
import type { PositionSaver } from './positionSaver';

interface Sent {
  variables: Record<string, unknown>;
  keepalive: unknown;
}

/** The hook under an Apollo client whose link records what would go to the server. */
function renderSaver(record = true) {
  const sent: Sent[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const { fetchOptions } = operation.getContext() as {
          fetchOptions?: { keepalive?: boolean };
        };
        sent.push({ variables: operation.variables, keepalive: fetchOptions?.keepalive });
        observer.next({ data: { saveLecturePosition: null } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: createCache() });
  let saver: PositionSaver | undefined;
  function Probe() {
    saver = useLecturePositionSaver('c1', { record });
    return null;
  }
  const view = render(
    <ApolloProvider client={client}>
      <Probe />
    </ApolloProvider>,
  );
  return { sent, saver: saver!, view };
}

describe('useLecturePositionSaver', () => {
  it('sends the last position as a keepalive request as the page goes away', async () => {
    const { sent, saver } = renderSaver();
    saver.open('l2', null);
    saver.observe('l2', 140.9, true);
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
      await Promise.resolve();
    });
    expect(sent).toEqual([
      { variables: { courseId: 'c1', lectureId: 'l2', positionSeconds: 140 }, keepalive: true },
    ]);
  });

  it('sends what is left, as an ordinary request, when the player closes', () => {
    const { sent, saver, view } = renderSaver();
    saver.open('l2', 30);
    saver.observe('l2', 75, true);
    view.unmount();
    expect(sent).toEqual([
      { variables: { courseId: 'c1', lectureId: 'l2', positionSeconds: 75 }, keepalive: false },
    ]);
  });

  it('sends nothing while previewing as a student', async () => {
    const { sent, saver, view } = renderSaver(false);
    saver.open('l2', null);
    saver.observe('l2', 140.9, true);
    await act(async () => {
      window.dispatchEvent(new Event('pagehide'));
      await Promise.resolve();
    });
    view.unmount();
    expect(sent).toEqual([]);
  });
});
