import { startGatewaySimulator } from './simulator.ts';

// `node --import tsx tools/gateway-simulator/main.ts`: the simulator on GATEWAY_SIMULATOR_PORT
// (default 3100) until interrupted.
const port = Number(process.env.GATEWAY_SIMULATOR_PORT ?? 3100);
const simulator = await startGatewaySimulator({ port });
console.log(`Gateway simulator (bKash, SSLCommerz) listening at ${simulator.url}`);
const stop = () => void simulator.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
