import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // BUILD_DIR lets two builds coexist (e.g. a test run beside a running server).
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
