import type { Server } from 'node:http';

export function listenOnLoopback(server: Server, port: number): Promise<string>;
