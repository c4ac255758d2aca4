export default function P(){return <h1>shop.influencers</h1>}
