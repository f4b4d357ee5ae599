import { mount } from 'svelte';
import PublicScreen from './PublicScreen.svelte';

const target = document.getElementById('public');
if (!target) throw new Error('public.html has no #public element');
mount(PublicScreen, { target });
