import { mount } from 'svelte';
import RoomPage from './RoomPage.svelte';

const target = document.getElementById('room');
if (!target) throw new Error('room.html has no #room element');
mount(RoomPage, { target });
