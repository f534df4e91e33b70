/**
 * The compose file's reverse proxy (deploy/nginx.conf) run by a real nginx with the file as it
 * ships: only the instances' addresses, the port it listens on and its cache's folder are changed.
 * Needs nginx (Debian's nginx-light, which .ci/run installs).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, waitFor } from "./shop-server";

export const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));

export interface RunningProxy {
  baseUrl: string;
  stop(): Promise<void>;
}

/** deploy/nginx.conf with the compose network's names replaced by local ports, inside a main configuration of its own. */
function proxyConfig(dir: string, listen: number, app: number, orders: number): string {
  const site = readFileSync(path.join(__dirname, "../../deploy/nginx.conf"), "utf8")
    .replace(/^\s*listen 80;$/m, `  listen 127.0.0.1:${listen};`)
    .replaceAll("http://app:3000", `http://127.0.0.1:${app}`)
    .replaceAll("http://orders:3000", `http://127.0.0.1:${orders}`)
    .replace("/var/cache/nginx/", `${dir}/`);
  if (site.includes(":3000")) throw new Error("deploy/nginx.conf names an instance this proxy does not replace");
  writeFileSync(path.join(dir, "site.conf"), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  const main = `daemon off;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")};
events {}
http {
  access_log off;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  include ${path.join(dir, "site.conf")};
}
`;
  writeFileSync(path.join(dir, "nginx.conf"), main);
  return path.join(dir, "nginx.conf");
}

/** Starts the proxy in front of an app instance and an orders instance on these local ports; it is up once its /api/health answers. */
export async function startProxy(ports: { app: number; orders: number }): Promise<RunningProxy> {
  if (!NGINX) throw new Error("nginx is missing: apt-get install nginx-light");
  const dir = mkdtempSync(path.join(os.tmpdir(), "scents-proxy-"));
  // nginx's workers drop root for nobody, who must reach the temp folders nginx makes here.
  chmodSync(dir, 0o755);
  const listen = await freePort();
  const config = proxyConfig(dir, listen, ports.app, ports.orders);
  const check = spawnSync(NGINX, ["-t", "-q", "-c", config, "-p", dir], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx refused deploy/nginx.conf: ${check.stderr}`);
  const nginx: ChildProcess = spawn(NGINX, ["-c", config, "-p", dir], { stdio: "ignore" });
  const baseUrl = `http://127.0.0.1:${listen}`;
  const stop = async () => {
    if (nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGQUIT");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${baseUrl}/api/health`, 10_000, nginx);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
