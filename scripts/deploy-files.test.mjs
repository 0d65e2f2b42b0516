// The deploy/ examples agree with the API they watch and the compose file they run in: metric
// names the API registers, the request-id header it reads, the health route, the network name.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import test from 'node:test';
import { parse } from 'yaml';

const read = (file) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

/** Every metric the API's /metrics can answer: its registrations, a histogram's series, and prom-client's defaults. */
function apiMetricNames() {
  const source = read('apps/api/src/observability/metrics.ts');
  const names = new Set();
  for (const [, name] of source.matchAll(/name: '([a-z_]+)'/g)) names.add(name);
  for (const [, name] of source.matchAll(/new Histogram\(\{\s*name: '([a-z_]+)'/g)) for (const suffix of ['_bucket', '_count', '_sum']) names.add(name + suffix);
  return names;
}

/** The metric names in a PromQL expression: identifiers followed by `{`, `[` or `)` that are not functions or labels. */
function metricsOf(expr) {
  const withoutLabels = expr.replace(/\{[^}]*\}/g, '{}').replace(/\b(by|without)\s*\([^)]*\)/g, '');
  return [...withoutLabels.matchAll(/\b([a-z_][a-z0-9_]*)\b(?!\s*\()/g)].map((match) => match[1]).filter((name) => name.includes('_') && !/^\d/.test(name));
}

test('the Grafana dashboard has the panels an on-call needs, on metrics the API really exports', () => {
  const names = apiMetricNames();
  for (const file of readdirSync(new URL('../deploy/grafana/dashboards/', import.meta.url))) {
    const dashboard = JSON.parse(read(`deploy/grafana/dashboards/${file}`));
    const titles = dashboard.panels.map((panel) => panel.title);
    for (const title of ['Request rate', '5xx errors', 'p99 latency', 'Database pool use', 'Job queue depth', 'SMS failures']) assert.ok(titles.includes(title), `${file}: no ${title} panel`);
    for (const panel of dashboard.panels) {
      for (const target of panel.targets) {
        const used = metricsOf(target.expr);
        assert.ok(used.length > 0, `${panel.title}: no metric in ${target.expr}`);
        for (const name of used) assert.ok(names.has(name), `${panel.title}: ${name} is not a metric of the API`);
      }
    }
  }
});

test('Caddy hides /metrics, health-checks /readyz, logs access and sets the request id header the API reads', () => {
  const caddyfile = read('deploy/Caddyfile');
  const header = /REQUEST_ID_HEADER = '([^']+)'/.exec(read('apps/api/src/observability/request-id.ts'))[1];
  assert.match(caddyfile, /@metrics path \/metrics/);
  assert.match(caddyfile, /respond @metrics 40[34]/);
  assert.match(caddyfile, /health_uri \/readyz/);
  assert.match(caddyfile, /\n\tlog \{/);
  assert.match(caddyfile.toLowerCase(), new RegExp(`header_up ${header} \\{http\\.request\\.uuid\\}`));
  // The upstreams it names are the compose file's API services.
  const services = Object.keys(parse(read('compose.yaml'), { merge: true }).services);
  const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)[1].trim().split(/\s+/).map((upstream) => upstream.replace(/:\d+$/, ''));
  for (const upstream of upstreams) assert.ok(services.includes(upstream), `${upstream} is not a compose service`);
});

test('Prometheus finds every replica by DNS under the network name the API services share', () => {
  const prometheus = parse(read('deploy/prometheus.yml'));
  const job = prometheus.scrape_configs.find((config) => config.job_name === 'carcare-api');
  const [discovery] = job.dns_sd_configs;
  assert.equal(discovery.type, 'A');
  assert.equal(discovery.port, 8080);
  const compose = parse(read('compose.yaml'), { merge: true });
  const replicas = Object.entries(compose.services).filter(([, service]) => service.networks?.default?.aliases?.includes(discovery.names[0]));
  assert.ok(replicas.length >= 2, `fewer than two services answer to ${discovery.names[0]}`);
  assert.equal(job.authorization.credentials_file, `/run/secrets/${compose.services.prometheus.secrets[0].target}`);
});
