import { mount } from 'svelte';
import App from './App.svelte';
import { firstScreen, screens } from './app/screens.svelte.ts';

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');
// The first screen's code is asked for now, while the console is drawn (the page preloads it already).
const first = firstScreen(location.hash);
if (first) void screens.load(first);
mount(App, { target });
