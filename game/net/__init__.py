"""Play across machines on a local network: one host, joiners with their own screens.

The host's Match is the only truth. A joiner sends actions for its own seats and receives only
its seats' views and the events they may see (the view an AI seat gets), nothing else.

    messages.py   the versioned messages (msgspec Structs, a tagged union each way, size limits)
    codec.py      the wire form of views, decisions, events and results
    host.py       HostServer: websockets on its own thread, join code, seat tokens, bounded queues
    session.py    HostSession: the main thread's side (actions into Match.submit, updates out)
    client.py     JoinClient: the joiner's connection on its own thread
    remote.py     RemoteMatch: the joiner's Match, filled from the updates
    discovery.py  finding hosts on the network (zeroconf), typing an address as the fallback

game/net imports game.core and game.registry only; no game package imports it.
"""
