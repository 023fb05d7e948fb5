/**
 * A real Chromium for the e2e suites: the build shipped inside @sparticuz/chromium (it unpacks to
 * /tmp on first use), driven by playwright-core. Its serverless flags are kept except the ones that
 * would switch off the very protections the suites check (same-origin policy, mixed content).
 */
import chromium from '@sparticuz/chromium';
import { chromium as playwright, type Browser } from 'playwright-core';

const WEAKENING_FLAGS = ['--disable-web-security', '--allow-running-insecure-content', '--single-process'];
/** A GPU emulated on the CPU (SwiftShader): a fifth of a corpus run's CPU time, for nothing a test reads. */
const EMULATED_GPU_FLAGS = [
  '--ignore-gpu-blocklist',
  '--in-process-gpu',
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

export interface LaunchOptions {
  /** More Chromium flags, e.g. a remote debugging port for a benchmark's Lighthouse. */
  readonly extraArgs?: readonly string[];
  /** Keep the emulated GPU (the benchmark measures pages as the shipped Chromium draws them). */
  readonly emulatedGpu?: boolean;
}

export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const { extraArgs = [], emulatedGpu = false } = options;
  const executablePath = await chromium.executablePath();
  const dropped = emulatedGpu ? WEAKENING_FLAGS : [...WEAKENING_FLAGS, ...EMULATED_GPU_FLAGS];
  const args = [
    ...chromium.args.filter((arg) => !dropped.includes(arg)),
    ...(emulatedGpu ? [] : ['--disable-gpu']),
    // The machine's network is closed: no background calls to hosts that are not there.
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    ...extraArgs,
  ];
  return playwright.launch({ executablePath, args, headless: true });
}
