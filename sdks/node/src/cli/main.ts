#!/usr/bin/env node
// `qr` (the qrservice package's bin): see program.ts and docs/cli.md.
import { run } from "./program.ts";

process.exitCode = await run(process.argv);
