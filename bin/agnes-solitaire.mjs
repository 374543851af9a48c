#!/usr/bin/env node
// `npx agnes-solitaire …`: the command line, built to dist/cli/main.js by `npm run build`.
import '../dist/cli/main.js';
