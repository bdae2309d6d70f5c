import { CoEditingSession, parseCoEditingMessage } from './session';

describe("the co-editing connection's stateless messages", () => {
  it('reads a JSON payload with a type, and nothing else', () => {
    expect(parseCoEditingMessage('{"type":"comments.changed","threadId":3}')).toEqual({ type: 'comments.changed', threadId: 3 });
    expect(parseCoEditingMessage('{"threadId":3}')).toBeNull();
    expect(parseCoEditingMessage('not json')).toBeNull();
    expect(parseCoEditingMessage('null')).toBeNull();
  });

  it('passes the messages the provider hears to the listeners until they unsubscribe', () => {
    const session = new CoEditingSession(7, { id: 4, name: 'Priya Raman', color: '#3559e0' }, 'ws://localhost:1/collaboration');
    const heard: unknown[] = [];
    const unsubscribe = session.onMessage((message) => heard.push(message));
    const hear = (payload: string) => session.provider.configuration.onStateless({ payload });
    hear('{"type":"comments.changed","threadId":3}');
    hear('garbage');
    unsubscribe();
    hear('{"type":"comments.changed","threadId":4}');
    expect(heard).toEqual([{ type: 'comments.changed', threadId: 3 }]);
    session.destroy();
  });
});
