import { exampleScenarios } from '../generated/scenarios.ts';
import { namedScenarios } from '../mocks/scenarios/catalogue.ts';

// `npm run scenarios`: the catalogue of mock scenarios, to choose with `?scenario=a,b` in mock
// mode (`npm start`, `npm run dev`). Named journeys first, then one per example of the contract.
const width = Math.max(...[...namedScenarios, ...exampleScenarios].map((item) => item.name.length));
const row = (name: string, text: string) => `  ${name.padEnd(width)}  ${text}`;

console.log(`Named journeys (${namedScenarios.length}), in mocks/scenarios/catalogue.ts:`);
for (const scenario of namedScenarios) {
  const includes = 'includes' in scenario ? ` (includes ${scenario.includes.join(', ')})` : '';
  console.log(row(scenario.name, `${scenario.description}${includes}`));
}
console.log('');
console.log(
  `Contract examples (${exampleScenarios.length}), generated from openapi/ by npm run codegen:`,
);
for (const scenario of exampleScenarios) console.log(row(scenario.name, scenario.description));
console.log('');
console.log('Choose with ?scenario=a,b (they compose and stay for the browser session), e.g.');
console.log('  http://127.0.0.1:4173/?scenario=many-unread');
console.log('  http://127.0.0.1:4173/casino/slot?scenario=returning-player,launch-fails');
console.log('?scenario= with no name chooses none again.');
