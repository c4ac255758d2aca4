export default function P(){return <h1>demo</h1>}
